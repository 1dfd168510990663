import 'reflect-metadata';
import { platform } from '../variants';
import { start } from '../main';

start(platform);
