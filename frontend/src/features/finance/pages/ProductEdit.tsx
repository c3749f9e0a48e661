import { RecordEditPage } from '@/shared/RecordFormPage';
import { ProductForm } from '../components/ProductForm';
import { useGetProductQuery } from '../financeApi';
import { productScreens } from '../financeScreens';
import type { Product } from '../financeTypes';

export function ProductEdit() {
  return (
    <RecordEditPage<Product> screens={productScreens} useOne={useGetProductQuery} titleOf={(p) => p.name}>
      {(product, handlers) => <ProductForm key={product.id} record={product} {...handlers} />}
    </RecordEditPage>
  );
}
