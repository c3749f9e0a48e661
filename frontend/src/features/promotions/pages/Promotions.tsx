import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Can } from '@/app/abilityContext';
import { RecordListPage } from '@/shared/RecordListPage';
import { ExclusiveBundleForm } from '../components/ExclusiveBundleForm';
import { ExclusiveBundleList } from '../components/ExclusiveBundleList';
import { PromoCodeForm } from '../components/PromoCodeForm';
import { PromoCodeList } from '../components/PromoCodeList';
import { PromotionModal, useEditing } from '../components/PromotionModal';
import { promotionScreens } from '../promotionScreens';
import type { ExclusiveBundle, PromoCode } from '../promotionTypes';

const bundlesTab = 'bundles';

/** Promo codes and exclusive bundles (spec 7.6), each created and edited in a modal over its list. */
export function Promotions() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === bundlesTab ? bundlesTab : 'codes';
  const promo = useEditing<PromoCode>();
  const bundle = useEditing<ExclusiveBundle>();
  const { message } = App.useApp();

  const saved = (close: () => void) => () => {
    void message.success('Saved');
    close();
  };

  return (
    <RecordListPage screens={promotionScreens}>
      <Tabs
        activeKey={tab}
        // The promo codes' page and search stay in the URL only while their tab is open.
        onChange={(next) => setSearchParams(next === bundlesTab ? { tab: bundlesTab } : {})}
        tabBarExtraContent={
          <Can I="update" a="Configuration">
            {tab === bundlesTab ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={bundle.openNew}
                data-testid="new-bundle"
              >
                New bundle
              </Button>
            ) : (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={promo.openNew}
                data-testid="new-promo-code"
              >
                New promo code
              </Button>
            )}
          </Can>
        }
        items={[
          { key: 'codes', label: 'Promo codes', children: <PromoCodeList onEdit={promo.openEdit} /> },
          {
            key: bundlesTab,
            label: 'Exclusive bundles',
            children: <ExclusiveBundleList onEdit={bundle.openEdit} />,
          },
        ]}
        destroyOnHidden
      />
      <PromotionModal
        open={promo.editing.open}
        title={promo.editing.record ? `Edit ${promo.editing.record.code}` : 'New promo code'}
        onClose={promo.close}
        testId="promo-code-modal"
      >
        <PromoCodeForm record={promo.editing.record} onSaved={saved(promo.close)} onCancel={promo.close} />
      </PromotionModal>
      <PromotionModal
        open={bundle.editing.open}
        title={bundle.editing.record ? `Edit ${bundle.editing.record.name}` : 'New exclusive bundle'}
        onClose={bundle.close}
        testId="bundle-modal"
      >
        <ExclusiveBundleForm
          record={bundle.editing.record}
          onSaved={saved(bundle.close)}
          onCancel={bundle.close}
        />
      </PromotionModal>
    </RecordListPage>
  );
}
