import 'reflect-metadata';
import { basic } from '../variants';
import { start } from '../main';

start(basic);
