import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Image, Upload, type FormRule, type UploadFile } from 'antd';
import { photoProblem } from '../personForm';

const photoRule: FormRule = {
  validator: (_rule, value: UploadFile[] | undefined) => {
    const file = value?.[0]?.originFileObj;
    const problem = file ? photoProblem(file) : null;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/**
 * The photo, chosen here and sent with the form when it is saved (never uploaded on its own), so a refused
 * save loses nothing. A new file replaces the current photo, whose URL is `currentUrl` (null if none).
 */
export function PhotoField({ currentUrl }: { currentUrl: string | null }) {
  return (
    <Form.Item label="Photo" extra="PNG, JPG or WEBP, at most 2 MB.">
      {currentUrl && (
        <Image
          src={currentUrl}
          alt="Current photo"
          width={96}
          style={{ marginBottom: 8 }}
          data-testid="current-photo"
        />
      )}
      {/* noStyle: this item's errors, the client's or the server's, show on the labelled item around it. */}
      <Form.Item
        name="photo"
        noStyle
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
        rules={[photoRule]}
      >
        <Upload
          accept=".png,.jpg,.jpeg,.webp"
          // False keeps the file in the form instead of uploading it at once.
          beforeUpload={() => false}
          maxCount={1}
          listType="picture"
        >
          <Button icon={<UploadOutlined />} data-testid="photo-upload">
            {currentUrl ? 'Replace photo' : 'Choose photo'}
          </Button>
        </Upload>
      </Form.Item>
    </Form.Item>
  );
}
