/** Entry: the async boundary Module Federation needs before shared modules are used. */
import('./app/bootstrap');
