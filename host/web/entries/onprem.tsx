import 'reflect-metadata';
import { onprem } from '../variants';
import { start } from '../main';

start(onprem);
