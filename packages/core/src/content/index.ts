export * from './paragraphs';
export * from './article';
