import { defaultConfig } from '../src/core/config/config.js';
