export { publicRoutes } from './routes.tsx';
export { Shell } from './Shell/Shell.tsx';
export { NotFound } from './pages/NotFound.tsx';
