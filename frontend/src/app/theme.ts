import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f6fb3',
    colorLink: '#2f6fb3',
    borderRadius: 6,
  },
};
