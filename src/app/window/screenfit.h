// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QSize>

class QWidget;

namespace ml
{

// Keeps a top-level window inside the screen it is on. The panels a job shows decide how small
// the window may be; shown and hidden in a job switch, a language change or a new board, their
// minimum sizes once summed above a 720-pixel screen, and Qt then made the window taller than
// the screen, also a maximised one (733-759 px, the status bar below the screen's edge). Here
// the window's minimum size follows its layout's, but never beyond the room the screen leaves
// inside the window manager's frame: a panel short of room scrolls or shrinks instead. The
// size the program chooses itself (fitDefault) counts the real frame once there is one; a size
// a test or the user sets is left alone.
class ScreenFit : public QObject
{
    Q_OBJECT
public:
    // Takes over the window's minimum size from its layout (which must be set already).
    explicit ScreenFit(QWidget *window);

    // The program's own size for a new window: at most 1280x800, inside the screen with the
    // frame around it. Called before the window is shown, and again once the window manager
    // has framed it, while the size is still this one.
    void fitDefault();
    // The room for the window's contents on its screen: the available area less the frame.
    QSize room() const;
    // Sets the minimum size from the layout's, within room(); moves the window back inside
    // the screen when its frame fits but has been pushed over an edge.
    void update();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QSize frameExtra() const;
    void updateMinimum(QSize room);

    QWidget *m_window;
    bool normal() const; // shown, neither maximised, full screen nor minimised

    QSize m_fitted;           // the size fitDefault() chose; invalid after a size from elsewhere
    QSize m_fittedRoom;       // the room it was chosen for
    QElapsedTimer m_restored; // since the window left the maximised state
    mutable QSize m_largestExtra{0, 0}; // the frame's size beyond the window, at its largest
};

} // namespace ml
