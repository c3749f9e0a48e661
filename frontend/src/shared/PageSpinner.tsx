import { Flex, Spin } from 'antd';

export function PageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '40vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
