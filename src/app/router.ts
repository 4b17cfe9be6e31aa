import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './routes';

export const router = createBrowserRouter(createRoutes());
