import { Flex, Steps, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { registrationTypeSet } from '@/app/sessionSlice';

/** Spec 9's channel of the public registration steps: the visitor registers online, for themselves or others. */
export const onlineRegistrationType = 'ONLINE';

const steps = [{ title: 'Choose classes' }, { title: 'Participant details' }, { title: 'Review and pay' }];

/** The frame of steps 1 to 3: the title and where the visitor is in the sequence. */
export function RegistrationPage({ step, children }: { step: 0 | 1 | 2; children: ReactNode }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(registrationTypeSet(onlineRegistrationType));
  }, [dispatch]);

  return (
    <Flex vertical gap="large" data-testid={`registration-step-${step + 1}`}>
      <Typography.Title style={{ marginBottom: 0 }}>Registration</Typography.Title>
      <Steps current={step} items={steps} size="small" />
      {children}
    </Flex>
  );
}
