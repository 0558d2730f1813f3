/**
 * Paths of calls that code outside the data layer's hooks also needs, kept apart from the hooks so
 * that reading one loads no SWR or client (login.html asks for the organisations with a plain fetch).
 */
export { ORGANIZATIONS_PATH } from '~/contract/consoleSessionStart';
