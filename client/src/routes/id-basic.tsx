import { NavLink, Outlet } from 'react-router-dom'
import { messages } from '@site/contracts'
import { useSiteMenu } from '../lib/site-pages'
import './id-basic.css'

const ID_BASIC_NAME = messages.pageParts.idBasicName

/** Section header shared by the /idbasico pages, its links from the "Menu" (area idbasico); each page has its own <h1>. */
export default function IdBasicLayout() {
  const links = useSiteMenu().idbasico
  return (
    <>
      <div className="id-basic-nav">
        <div className="container id-basic-nav__inner">
          <p className="id-basic-nav__name">{ID_BASIC_NAME}</p>
          <nav aria-label={messages.pageParts.sectionsOf(ID_BASIC_NAME)}>
            <ul className="id-basic-nav__links" role="list">
              {links.map((link) => (
                <li key={link.caminho}>
                  <NavLink to={link.caminho} end className="id-basic-nav__link">
                    {link.rotulo}
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
