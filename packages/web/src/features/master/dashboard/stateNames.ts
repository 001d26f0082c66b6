/**
 * Entry of the lazily loaded state names (UsersPerPlaceCard): its own small chunk, so the dynamic import gets
 * the chunk's exports as they are rather than a namespace object built around the shared schema chunk.
 */
export { stateName } from '@talhao/schema';
