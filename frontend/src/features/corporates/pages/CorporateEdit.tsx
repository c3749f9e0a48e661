import { RecordEditPage } from '@/shared/RecordFormPage';
import { CorporateForm } from '../components/CorporateForm';
import { corporateScreens } from '../corporateScreens';
import { useGetCorporateQuery } from '../corporatesApi';
import type { Corporate } from '../corporateTypes';

export function CorporateEdit() {
  return (
    <RecordEditPage<Corporate>
      screens={corporateScreens}
      useOne={useGetCorporateQuery}
      titleOf={(corporate) => corporate.name}
    >
      {(corporate, handlers) => <CorporateForm key={corporate.id} record={corporate} {...handlers} />}
    </RecordEditPage>
  );
}
