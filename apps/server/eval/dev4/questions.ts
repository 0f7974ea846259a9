import type { Question } from '../types.js';

export const DEV4_QUESTIONS: readonly Question[] = [];
