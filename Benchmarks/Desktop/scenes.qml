// The desktop benchmark's scenes in Qt Quick, as a Qt developer would write them: run with
// `qml scenes.qml -- sprites|cards [items] [assets folder]` under QT_QUICK_BACKEND=software. The
// sprites and cards take their paths from the same generator and seeds as the project's scenes
// (Sources/Demos/Bench), and the window prints the frames it swapped once a second on stdout.
import QtQuick
import QtQuick.Window

Window {
    id: root
    visible: true
    width: 1920
    height: 1080
    color: "#1a1f29"
    title: "Qt Quick — " + scene

    readonly property var args: Qt.application.arguments.slice(Qt.application.arguments.indexOf("--") + 1)
    readonly property string scene: args.length > 0 ? args[0] : "sprites"
    readonly property int itemCount: args.length > 1 ? parseInt(args[1]) : (scene === "cards" ? 50 : 500)
    readonly property string assets: args.length > 2 ? args[2] : "../../assets"
    property int frames: 0
    property var sprites: []
    property var cards: []

    // glibc's 31-bit linear congruential generator, as BenchRandom in Swift and the GTK program.
    function generator(seed) {
        let state = seed
        return function() {
            state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff
            return state / 2147483648
        }
    }

    onFrameSwapped: frames++

    Component.onCompleted: {
        const next = generator(scene === "cards" ? 2 : 1)
        const list = []
        for (let i = 0; i < itemCount; i++) {
            if (scene === "cards") {
                const x = 128 + next() * Math.max(0, width - 256)
                const y = 128 + next() * Math.max(0, height - 256)
                list.push({ x: x, y: y, period: 2 + next() * 4 })
            } else {
                list.push({ x: next() * (width - 64), y: next() * (height - 64),
                            vx: 60 + next() * 240, vy: 60 + next() * 240 })
            }
        }
        if (scene === "cards") cards = list; else sprites = list
    }

    Timer {
        interval: 1000; repeat: true; running: true
        onTriggered: console.info("frames " + root.frames)
    }

    Repeater {
        model: root.sprites.length
        delegate: Image {
            required property int index
            readonly property var path: root.sprites[index]
            readonly property real spanX: root.width - 64
            readonly property real spanY: root.height - 64
            source: "file:" + root.assets + "/BenchSprite.png"
            width: 64; height: 64
            SequentialAnimation on x {
                NumberAnimation { from: path.x; to: spanX; duration: (spanX - path.x) / path.vx * 1000 }
                SequentialAnimation {
                    loops: Animation.Infinite
                    NumberAnimation { from: spanX; to: 0; duration: spanX / path.vx * 1000 }
                    NumberAnimation { from: 0; to: spanX; duration: spanX / path.vx * 1000 }
                }
            }
            SequentialAnimation on y {
                NumberAnimation { from: path.y; to: spanY; duration: (spanY - path.y) / path.vy * 1000 }
                SequentialAnimation {
                    loops: Animation.Infinite
                    NumberAnimation { from: spanY; to: 0; duration: spanY / path.vy * 1000 }
                    NumberAnimation { from: 0; to: spanY; duration: spanY / path.vy * 1000 }
                }
            }
        }
    }

    Repeater {
        model: root.cards.length
        delegate: Image {
            required property int index
            readonly property var card: root.cards[index]
            source: "file:" + root.assets + "/BenchCard.png"
            width: 256; height: 256
            x: card.x - 128; y: card.y - 128
            opacity: 0.8
            smooth: true
            RotationAnimation on rotation {
                from: 0; to: 360; duration: card.period * 1000; loops: Animation.Infinite
            }
        }
    }

    Rectangle {
        x: 40; y: 40; width: 96; height: 96; radius: 12
        color: "#f24d59"
        MouseArea { anchors.fill: parent; drag.target: parent }
    }
}
