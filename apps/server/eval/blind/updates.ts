/**
 * The blind set's post updates (CRM notes), each posted with the clock set to its day.
 * 15 June 2026 is a Monday; "now" is Wednesday 17 June 2026.
 */
import type { EvalUpdate } from '../fixtures/updates.js';

export const BLIND_UPDATES: readonly EvalUpdate[] = [
  {
    at: '2026-03-25T15:00:00Z',
    text: 'Call with Bruno Keller: Keller Baustoffe signed for two years. He wants go-live before their summer shutdown on 24 July.',
  },
  {
    at: '2026-04-30T15:00:00Z',
    text: 'Lumen Robotics contract signed: three years. Kick-off with Felix on 11 May in Munich.',
  },
  {
    at: '2026-05-21T15:00:00Z',
    text: 'Demo with Grupo Alcor went well. Lucía wants a proposal for the 6 warehouses by end of May. Their warehouses run on SAP EWM.',
  },
  {
    at: '2026-05-29T15:00:00Z',
    text: 'Security questionnaire for Kestrel returned on time. Agnieszka Nowak will build their S3 export.',
  },
  {
    at: '2026-06-01T15:00:00Z',
    text: 'Paulo Mendes called: the Atlântico night shift still avoids the mobile app. Follow up with Paulo in two weeks.',
  },
  {
    at: '2026-06-11T15:00:00Z',
    text: 'Workshop with Aoife Brennan from Cliffside: they use Manhattan WMS, decision in August. Also evaluating Stacklight.',
  },
  {
    at: '2026-06-15T15:00:00Z',
    text: 'Harriet Cole says Quarry Lane decides on the renewal by 3 July. Send her the usage report before then.',
  },
];
