import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { parseApiError } from '@/shared/apiError';
import { useShowApiError } from '@/shared/useShowApiError';
import type { PersonFormValues } from '../personForm';
import type { PersonApiHooks } from '../personKind';
import type { Person } from '../personTypes';

export interface AutofillFromLoginProps<T extends Person> {
  useAutopopulate: PersonApiHooks<T>['useAutopopulate'];
}

/**
 * Looks up a login by e-mail and fills the names from it, linking the login (userId) to the person so
 * they can sign in to the trainer pages. An empty box looks up the e-mail already in the form.
 */
export function AutofillFromLogin<T extends Person>({ useAutopopulate }: AutofillFromLoginProps<T>) {
  // The surrounding form's, whatever else a kind of person adds to it.
  const form = Form.useFormInstance<PersonFormValues>();
  const [email, setEmail] = useState('');
  const [autopopulate, { isLoading }] = useAutopopulate();
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  const fill = async () => {
    const formEmail: unknown = form.getFieldValue('email');
    const lookup = (email || (typeof formEmail === 'string' ? formEmail : '')).trim();
    if (!lookup) {
      void message.warning('Enter the e-mail address of a login');
      return;
    }
    try {
      const login = await autopopulate({ email: lookup }).unwrap();
      form.setFieldsValue({
        firstName: login.firstName,
        lastName: login.lastName,
        email: login.email,
        userId: login.userId,
      });
      // Filled fields may still show errors from an earlier attempt; check them against the new values.
      void form.validateFields(['firstName', 'lastName', 'email']).catch(() => undefined);
      void message.success('Filled from login');
    } catch (error) {
      if (parseApiError(error).status === 404) void message.error('No login uses this e-mail address');
      else showApiError(error);
    }
  };

  return (
    <Flex vertical gap={4} style={{ marginBottom: 24 }}>
      <Typography.Text type="secondary">Autofill from login</Typography.Text>
      <Flex gap="small">
        <Input
          id="autofillEmail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onPressEnter={(event) => {
            // Enter here looks up the login; it must not submit the person form.
            event.preventDefault();
            void fill();
          }}
          placeholder="Login e-mail"
          aria-label="Login e-mail"
          data-testid="autofill-email"
          style={{ maxWidth: 320 }}
        />
        <Button onClick={() => void fill()} loading={isLoading} data-testid="autofill-button">
          Autofill from login
        </Button>
      </Flex>
    </Flex>
  );
}
