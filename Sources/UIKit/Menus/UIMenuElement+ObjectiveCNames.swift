/// The Objective-C-era names of a menu element's attributes and state, which key commands share with menus.
public typealias UIMenuElementAttributes = UIMenuElement.Attributes
public typealias UIMenuElementState = UIMenuElement.State
