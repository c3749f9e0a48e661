import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type FormRule, type UploadFile } from 'antd';
import type { ReactNode } from 'react';
import type { FileLike } from './fileProblem';

export interface FileFieldProps {
  /** The form field, and the multipart field the file is sent under. */
  name: string;
  label: string;
  /** What the server accepts, said under the field. */
  extra: string;
  /** The file input's `accept`: `.pdf`, `.png,.jpg` ... */
  accept: string;
  /** Why the server would refuse a file, or null; checked before saving. */
  problem: (file: FileLike) => string | null;
  /** What is stored now (an image, a link), shown above the button; a new file replaces it. */
  current?: ReactNode;
  buttonText: string;
  testId: string;
  listType?: 'text' | 'picture';
}

/**
 * A file chosen here and sent with the form when it is saved (never uploaded on its own), so a refused save
 * loses nothing. Read it from the form's values as `UploadFile[]`: `values[name]?.[0]?.originFileObj`.
 */
export function FileField({
  name,
  label,
  extra,
  accept,
  problem,
  current,
  buttonText,
  testId,
  listType = 'text',
}: FileFieldProps) {
  const rule: FormRule = {
    validator: (_rule, value: UploadFile[] | undefined) => {
      const file = value?.[0]?.originFileObj;
      const message = file ? problem(file) : null;
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
  return (
    <Form.Item label={label} extra={extra}>
      {current}
      {/* noStyle: this item's errors, the client's or the server's, show on the labelled item around it. */}
      <Form.Item
        name={name}
        noStyle
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
        rules={[rule]}
      >
        <Upload
          accept={accept}
          // False keeps the file in the form instead of uploading it at once.
          beforeUpload={() => false}
          maxCount={1}
          listType={listType}
        >
          <Button icon={<UploadOutlined />} data-testid={testId}>
            {buttonText}
          </Button>
        </Upload>
      </Form.Item>
    </Form.Item>
  );
}
