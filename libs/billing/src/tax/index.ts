export * from './amounts-excluding-gst';
export * from './gst-at-supply';
