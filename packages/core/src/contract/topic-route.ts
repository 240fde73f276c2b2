// The schema-free topic types live beside the definitions they mirror (one module, no type-import
// cycle); this module keeps their import path.
export type { TopicRef, TopicRoute, TopicRouteTable } from './topics/define';
