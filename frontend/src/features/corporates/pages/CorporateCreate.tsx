import { RecordCreatePage } from '@/shared/RecordFormPage';
import { CorporateForm } from '../components/CorporateForm';
import { corporateScreens } from '../corporateScreens';

export function CorporateCreate() {
  return (
    <RecordCreatePage screens={corporateScreens}>
      {(handlers) => <CorporateForm record={null} {...handlers} />}
    </RecordCreatePage>
  );
}
