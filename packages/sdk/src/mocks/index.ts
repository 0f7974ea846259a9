export type { MockResolver, RapportMockOptions, RecordedRequest } from './rapport.js';
export { createRapportHandlers, errorResponse, mockRoute } from './rapport.js';
export type { SampleResponses } from './samples.js';
export { sampleResponses, sampleUser } from './samples.js';
