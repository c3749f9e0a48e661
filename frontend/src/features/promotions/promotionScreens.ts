import type { RecordScreens } from '@/shared/recordScreens';

/** Configuration readers see the promotions; configurers (update Configuration) create and edit them. */
export const promotionScreens: Pick<RecordScreens, 'subject' | 'area' | 'testId'> = {
  subject: 'Configuration',
  area: 'Promotions',
  testId: 'promotion',
};
