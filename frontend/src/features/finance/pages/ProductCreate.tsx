import { RecordCreatePage } from '@/shared/RecordFormPage';
import { ProductForm } from '../components/ProductForm';
import { productScreens } from '../financeScreens';

export function ProductCreate() {
  return (
    <RecordCreatePage screens={productScreens}>
      {(handlers) => <ProductForm record={null} {...handlers} />}
    </RecordCreatePage>
  );
}
