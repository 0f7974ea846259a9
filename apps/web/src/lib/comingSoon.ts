import { comingSoon } from '@rapport/sdk';
import { notify } from './notify';

/** §8: voice, image, other mail providers, phone, file upload and the quick labels only toast. */
export const showComingSoon = (feature: string): void => {
  notify(comingSoon(feature));
};
