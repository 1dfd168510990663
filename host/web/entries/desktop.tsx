import 'reflect-metadata';
import { desktop } from '../variants';
import { start } from '../main';

start(desktop);
