export type NavLink = { label: string; href: string };
export type NavColumn = { heading: string; links: readonly NavLink[] };
export type NavMenu = { label: string; columns: readonly NavColumn[] };

/** One entry of the language switcher: the language named in itself, the current page in it. */
export type LanguageLink = { lang: string; name: string; href: string; current: boolean };

export type NavModel = {
  /** The home page of the visitor's language (the brand link). */
  home: string;
  primary: readonly NavLink[];
  services: NavMenu;
  areas: NavMenu;
  actions: readonly NavLink[];
  footerCompany: readonly NavLink[];
  footerLegal: readonly NavLink[];
  /** Where 'Report an Issue' goes in this language. */
  report: NavLink;
  languages: readonly LanguageLink[];
  /** Where the header shows the desktop menus: Spanish labels need the wider 2xl screens. */
  desktopFrom: 'xl' | '2xl';
  /** Accessible names and headings of the frame, in the visitor's language. */
  labels: {
    main: string;
    mobile: string;
    siteMenu: string;
    openMenu: string;
    closeMenu: string;
    company: string;
    legal: string;
    /** The call button's label with the dispatch number filled in. */
    call: string;
    language: string;
  };
};
