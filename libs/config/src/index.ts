export * from './configuration.module';
export * from './lists/list-definition';
export * from './lists/registry';
export * from './lists/lookup-schemas';
export * from './lists/lookup-input';
export * from './lists/lookup.service';
export * from './lists/list-catalogue';
export * from './public/public-settings.service';
