import { NavLink, Outlet } from 'react-router-dom'
import { digitalInclusionSections, ID_BASIC_NAME, idBasicSectionLinks } from '../page-text/digital-inclusion'
import './id-basic.css'

/** Section header shared by the /idbasico pages; each child page renders its own <h1>. */
export default function IdBasicLayout() {
  return (
    <>
      <div className="id-basic-nav">
        <div className="container id-basic-nav__inner">
          <p className="id-basic-nav__name">{ID_BASIC_NAME}</p>
          <nav aria-label={digitalInclusionSections.sectionsOf(ID_BASIC_NAME)}>
            <ul className="id-basic-nav__links" role="list">
              {idBasicSectionLinks.map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} end className="id-basic-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <Outlet />
    </>
  )
}
