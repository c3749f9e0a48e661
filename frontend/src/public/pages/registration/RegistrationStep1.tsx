import { ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Input, Row, Select, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { countInCart, newCartItem } from '@/features/registration/cart/cartModel';
import { cartItemAdded, selectCartItems } from '@/features/registration/cart/cartSlice';
import { maxCartItems } from '@/features/registration/cart/cartTypes';
import { AddToCart } from '@/features/registration/components/AddToCart';
import { CartPanel } from '@/features/registration/components/CartPanel';
import { EventList } from '@/features/registration/components/EventList';
import { PublicEventCard } from '@/features/registration/components/PublicEventCard';
import { ResPaperFilter, forPaper } from '@/features/registration/components/ResPaperFilter';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { allCoursesSource, courseFamilyPages } from '@/features/registration/courseFamilyPages';
import { idParam, registrationPaths } from '@/features/registration/paths';
import { useGetPublicEventQuery } from '@/features/registration/registrationApi';
import type { RegistrableEvent } from '@/features/registration/registrationTypes';
import { parseApiError } from '@/shared/apiError';
import { usePageTitle } from '@/shared/usePageTitle';

const sourceOptions = [
  { value: allCoursesSource, label: 'All courses' },
  ...courseFamilyPages.map((page) => ({ value: page.source, label: page.title })),
];

/**
 * Register means "this class": it goes into the cart (at the standard rate, as Add to cart would) the first
 * time the page shows it, unless it is there already, full, or the cart is.
 */
function useAddToCartOnce(event: RegistrableEvent | undefined) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (!event || handled.current === event.id) return;
    handled.current = event.id;
    if (countInCart(items, event.id) > 0 || event.seatsLeft <= 0 || items.length >= maxCartItems) return;
    dispatch(cartItemAdded(newCartItem(event, null)));
  }, [event, items, dispatch]);
}

/** The event a course page's Register button chose (`?eventId=`), first on the page and in the cart. */
function ChosenEvent({ eventId }: { eventId: number }) {
  const { data, error, isLoading } = useGetPublicEventQuery(eventId);
  useAddToCartOnce(data);
  if (isLoading) return <Spin />;
  if (error) {
    const { status, message } = parseApiError(error);
    return (
      <Alert
        type="warning"
        showIcon
        title={
          status === 404 ? 'That class is not open for registration. Please choose another below.' : message
        }
        data-testid="chosen-event-problem"
      />
    );
  }
  return data ? (
    <Flex vertical gap="small" data-testid="chosen-event">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Your chosen class
      </Typography.Title>
      <PublicEventCard event={data} actions={<AddToCart event={data} />} />
    </Flex>
  ) : null;
}

/** Step 1: choose the classes, each with its participant type, into the cart. */
export function RegistrationStep1() {
  usePageTitle('Registration');
  const [searchParams] = useSearchParams();
  const chosenId = idParam(searchParams.get('eventId'));
  const items = useAppSelector(selectCartItems);
  const navigate = useNavigate();
  const [source, setSource] = useState<string>(allCoursesSource);
  const [paperId, setPaperId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const ofPaper = forPaper(paperId);

  return (
    <RegistrationPage step={0}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap="large">
            {chosenId && <ChosenEvent eventId={chosenId} />}
            <Card
              title="Upcoming classes"
              extra={
                <Flex gap="small" wrap>
                  <Input.Search
                    allowClear
                    placeholder="Search by title"
                    onChange={(event) => setSearch(event.target.value)}
                    style={{ width: 200 }}
                    data-testid="event-search"
                  />
                  <Select
                    value={source}
                    onChange={(chosen) => {
                      setSource(chosen);
                      setPaperId(null);
                    }}
                    options={sourceOptions}
                    style={{ width: 200 }}
                    aria-label="Course family"
                    data-testid="family-filter"
                  />
                  <ResPaperFilter source={source} value={paperId} onChange={setPaperId} />
                </Flex>
              }
            >
              <EventList
                source={source}
                filter={(event) =>
                  event.id !== chosenId &&
                  ofPaper(event) &&
                  (!term || event.title.toLowerCase().includes(term))
                }
                actions={(event) => <AddToCart event={event} />}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <CartPanel
            action={
              <Button
                type="primary"
                block
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
                disabled={items.length === 0}
                onClick={() => void navigate(registrationPaths.step2)}
                data-testid="continue-button"
              >
                Continue to participant details
              </Button>
            }
          />
        </Col>
      </Row>
    </RegistrationPage>
  );
}
