import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type FormRule, type UploadFile } from 'antd';
import { scheduleFileProblem } from '../scheduleForm';

const fileRule: FormRule = {
  validator: (_rule, value: UploadFile[] | undefined) => {
    const file = value?.[0]?.originFileObj;
    const problem = file ? scheduleFileProblem(file) : null;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/**
 * The schedule's file, sent with the form when it is saved, so a refused save loses nothing. Required on
 * upload; on edit a new file replaces the stored one (`currentName`).
 */
export function ScheduleFileField({ currentName }: { currentName: string | null }) {
  return (
    <Form.Item
      name="file"
      label="File"
      extra={
        currentName
          ? `Current file: ${currentName}. Choose a file to replace it.`
          : 'PDF or Excel (.xlsx), at most 10 MB.'
      }
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
      rules={[...(currentName ? [] : [{ required: true, message: 'File is required' }]), fileRule]}
    >
      <Upload
        accept=".pdf,.xlsx"
        // False keeps the file in the form instead of uploading it at once.
        beforeUpload={() => false}
        maxCount={1}
      >
        <Button icon={<UploadOutlined />} data-testid="schedule-file">
          Choose file
        </Button>
      </Upload>
    </Form.Item>
  );
}
