#!/usr/bin/python3
"""The screen reader's side of AccessibilitySwayTests: pyatspi (the library Orca is built on) finds the demo on the
accessibility bus and reports what it finds as JSON lines on stdout, one per observation.

Usage: atspi_client.py APP MODE   (MODE: mail, gallery, slider, form, or dump to list the tree; each first checks
the app is absent until org.a11y.Status.IsEnabled is set, then sets it)."""
import json
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib
import pyatspi


def say(**fields):
    print(json.dumps(fields), flush=True)


def pump(seconds):
    """Runs the GLib main loop for `seconds` so events arrive."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        context.iteration(False)
        time.sleep(0.01)


def find_app(name, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name:
                return app
        pump(0.1)
    return None


def set_enabled(enabled):
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                  GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", enabled))),
                  None, 0, 5000, None)


def walk(node, depth=0):
    yield node
    if depth > 12:
        return
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child, depth + 1)


def find(app, role, name, timeout=5):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for node in walk(app):
            if node.getRole() == role and (name is None or node.name == name):
                return node
        pump(0.1)
    return None


def extents(node):
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return [box.x, box.y, box.width, box.height]


def action_names(node):
    try:
        actions = node.queryAction()
    except NotImplementedError:
        return []
    return [actions.getName(i) for i in range(actions.nActions)]


def main():
    app_name, mode = sys.argv[1], sys.argv[2]
    # Until assistive technology says it listens, the app is not on the bus.
    absent = find_app(app_name, 2.0) is None
    say(event="absent-before-enabling", value=absent)
    set_enabled(True)
    app = find_app(app_name, 15.0)
    if app is None:
        say(event="error", value="the app never appeared on the accessibility bus")
        return
    say(event="found", toolkit=app.get_toolkit_name(), role=app.getRoleName())
    frames = [app.getChildAtIndex(i) for i in range(app.childCount)]
    say(event="windows", value=[[f.getRoleName(), f.name] for f in frames])

    if mode == "dump":
        for node in walk(app):
            say(event="node", role=node.getRoleName(), label=node.name, count=node.childCount)

    if mode == "mail":
        for name in ["Inbox", "Receipts", "Trash"]:
            row = find(app, pyatspi.ROLE_LIST_ITEM, name)
            say(event="row", name=name, extents=extents(row) if row else None,
                list=row.parent.getRoleName() if row else None)
        icon = find(app, pyatspi.ROLE_IMAGE, "Message")
        say(event="image", extents=extents(icon) if icon else None)
        body = find(app, pyatspi.ROLE_TEXT, None)
        text = body.queryText() if body else None
        say(event="body", text=text.getText(0, -1) if text else None, states=states_of(body) if body else None)

    elif mode == "gallery":
        announcements = []
        focused = []

        def on_event(event):
            if event.type.startswith("object:announcement"):
                announcements.append(str(event.any_data))
            elif event.type.startswith("object:state-changed:focused") and event.detail1 == 1:
                focused.append(event.source.name)

        pyatspi.Registry.registerEventListener(on_event, "object:announcement", "object:state-changed:focused")
        pump(0.5)
        heading = find(app, pyatspi.ROLE_HEADING, None)
        say(event="heading", name=heading.name if heading else None)
        buttons = {}
        for name in ["‹ Previous", "Next ›", "Page 3: Pause and resume"]:
            button = find(app, pyatspi.ROLE_PUSH_BUTTON, name)
            buttons[name] = button
            states = button.getState() if button else None
            say(event="button", name=name, extents=extents(button) if button else None,
                enabled=states.contains(pyatspi.STATE_ENABLED) if states else None,
                actions=action_names(button) if button else None)
        nxt = buttons["Next ›"]
        done = nxt.queryAction().doAction(0) if nxt else False
        say(event="did-action", value=bool(done))
        end = time.monotonic() + 10
        while time.monotonic() < end and not announcements:
            pump(0.1)
        say(event="announcements", value=announcements)
        end = time.monotonic() + 5
        name = None
        while time.monotonic() < end:
            heading = find(app, pyatspi.ROLE_HEADING, None, timeout=1)
            heading.clearCache() if heading else None
            name = heading.name if heading else None
            if name and name.startswith("2."):
                break
            pump(0.1)
        say(event="heading-after", name=name)
        say(event="ready-for-keys")
        end = time.monotonic() + 15
        while time.monotonic() < end and len(focused) < 2:
            pump(0.1)
        say(event="focused", value=focused)

    elif mode == "slider":
        slider = find(app, pyatspi.ROLE_SLIDER, "Animation progress")
        if slider is None:
            say(event="error", value="no slider")
            return
        value = slider.queryValue()
        say(event="slider", extents=extents(slider), value=value.currentValue, minimum=value.minimumValue,
            maximum=value.maximumValue, text=slider.queryAccessible().description if False else None)
        value.currentValue = 0.75
        pump(0.3)
        slider.clearCache()
        say(event="slider-after", value=slider.queryValue().currentValue)
        actions = slider.queryAction()
        names = [actions.getName(i) for i in range(actions.nActions)]
        actions.doAction(names.index("increment"))
        pump(0.5)
        say(event="slider-incremented", value=slider.queryValue().currentValue)


    elif mode == "form":
        form(app)


def states_of(node):
    node.clearCache()
    states = node.getState()
    return {name: states.contains(state) for name, state in [
        ("editable", pyatspi.STATE_EDITABLE), ("focusable", pyatspi.STATE_FOCUSABLE), ("focused", pyatspi.STATE_FOCUSED),
        ("single-line", pyatspi.STATE_SINGLE_LINE), ("multi-line", pyatspi.STATE_MULTI_LINE),
        ("checkable", pyatspi.STATE_CHECKABLE), ("checked", pyatspi.STATE_CHECKED)]}


def wait_until(condition, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end and not condition():
        pump(0.1)
    return condition()


def form(app):
    """The gallery's form as Orca meets it: the name field found as an entry, read through Text, typed into with
    wtype (the test types once this says ready-for-typing) with text-changed events heard, extended through
    EditableText; the password field never tells its text; the switch's action checks it."""
    events = []

    def on_event(event):
        events.append([event.type, event.source.name if event.source else None, event.detail1, event.detail2,
                       str(event.any_data) if event.any_data is not None else None])

    pyatspi.Registry.registerEventListener(on_event, "object:text-changed", "object:text-caret-moved",
                                           "object:state-changed:checked", "object:state-changed:focused")
    pump(0.5)
    name = find(app, pyatspi.ROLE_ENTRY, "Jane Appleseed")
    if name is None:
        say(event="error", value="no entry named by its placeholder")
        return
    text = name.queryText()
    say(event="entry", extents=extents(name), states=states_of(name), text=text.getText(0, -1),
        count=text.characterCount, interfaces=name.get_interfaces())
    focused = name.queryComponent().grabFocus()
    wait_until(lambda: any(e[0].startswith("object:state-changed:focused") and e[1] == "Jane Appleseed" for e in events), 5)
    say(event="grabbed", value=bool(focused), states=states_of(name))
    say(event="ready-for-typing")
    wait_until(lambda: name.queryText().getText(0, -1) == "Ada", 20)
    pump(0.3)
    text = name.queryText()
    first = text.getCharacterExtents(0, pyatspi.WINDOW_COORDS)
    say(event="typed", text=text.getText(0, -1), caret=text.caretOffset, count=text.characterCount,
        word=list(text.getTextAtOffset(1, pyatspi.TEXT_BOUNDARY_WORD_START)),
        first_character=[first[0], first[1], first[2], first[3]],
        inserted="".join(e[4] or "" for e in events if e[0] == "object:text-changed:insert" and e[1] == "Jane Appleseed"),
        caret_moves=[e[2] for e in events if e[0] == "object:text-caret-moved" and e[1] == "Jane Appleseed"])
    editable = name.queryEditableText()
    added = editable.insertText(3, " Lovelace", 9)
    wait_until(lambda: any(e[0] == "object:text-changed:insert" and e[4] == " Lovelace" for e in events), 5)
    say(event="inserted", value=bool(added), text=name.queryText().getText(0, -1),
        heard=[e for e in events if e[4] == " Lovelace"])
    password = find(app, pyatspi.ROLE_PASSWORD_TEXT, "Required")
    if password is not None:
        password.queryEditableText().setTextContents("secret")
        pump(0.3)
        say(event="password", text=password.queryText().getText(0, -1),
            heard=[e[4] for e in events if e[1] == "Required" and e[0].startswith("object:text-changed")])
    news = find(app, pyatspi.ROLE_CHECK_BOX, "Send me news")
    if news is None:
        say(event="error", value="no switch")
        return
    before = states_of(news)
    done = news.queryAction().doAction(0)
    wait_until(lambda: any(e[0] == "object:state-changed:checked" and e[1] == "Send me news" for e in events), 5)
    say(event="switch", before=before, after=states_of(news), action=news.queryAction().getName(0), did=bool(done),
        heard=[e[2] for e in events if e[0] == "object:state-changed:checked" and e[1] == "Send me news"])


if __name__ == "__main__":
    main()
