import { Link } from 'react-router-dom';
import { routes } from '../lib/routes.js';

/** What an unknown address shows: the catch-all route and pages with an unknown parameter. */
export function NotFoundContent() {
  return (
    <div className="page page--narrow not-found">
      <h1>Page not found</h1>
      <p className="lead">
        The page you are looking for does not exist or has moved. Check the address, or carry on
        from one of these pages.
      </p>
      <ul className="not-found__links">
        <li>
          <Link to={routes.home.link()}>Go to the home page</Link>
        </li>
        <li>
          <Link to={routes.services.link()}>See all our services</Link>
        </li>
        <li>
          <Link to={routes.contact.link()}>Contact us</Link>
        </li>
      </ul>
    </div>
  );
}
