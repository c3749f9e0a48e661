import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { attendancePassPath, attendancePassUrl } from '../paths';

/** A seat's attendance QR, for a participant to show at the door from their own profile. */
export function AttendanceQrButton({ code, eventTitle }: { code: string; eventTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<QrcodeOutlined />}
        onClick={() => setOpen(true)}
        data-testid="class-attendance-qr"
      >
        Show attendance QR
      </Button>
      <Modal open={open} title={eventTitle} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Flex vertical align="center" gap="middle" data-testid="attendance-qr">
          <QRCode value={attendancePassUrl(window.location.origin, code)} size={240} errorLevel="M" />
          <Typography.Text type="secondary">Show this code at the door to scan in and out.</Typography.Text>
          <Link to={attendancePassPath(code)}>Open the pass page</Link>
        </Flex>
      </Modal>
    </>
  );
}
