import 'reflect-metadata';
import { harbor } from '../variants';
import { start } from '../main';

start(harbor);
