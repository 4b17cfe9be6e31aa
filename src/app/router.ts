import { createBrowserRouter } from 'react-router-dom';
import { createRoutes, routerOptions } from './routes';

export const router = createBrowserRouter(createRoutes(), routerOptions);
