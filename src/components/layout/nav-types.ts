export type NavLink = { label: string; href: string };
export type NavColumn = { heading: string; links: readonly NavLink[] };
export type NavMenu = { label: string; columns: readonly NavColumn[] };

export type NavModel = {
  primary: readonly NavLink[];
  services: NavMenu;
  areas: NavMenu;
  actions: readonly NavLink[];
  footerCompany: readonly NavLink[];
  footerLegal: readonly NavLink[];
};
