// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenfit.h"

#include <QEvent>
#include <QLayout>
#include <QScreen>
#include <QTimer>
#include <QWidget>
#include <QWindowStateChangeEvent>

namespace ml
{

namespace
{
// Before a window manager has framed the window: its title bar and borders at most WMs, on the
// generous side (the real frame counts once it is known).
constexpr QSize kFrameGuess(16, 48);
// How long after leaving the maximised state the window manager may still be giving the window
// its size back (ms).
constexpr qint64 kRestoreTime = 2000;
} // namespace

ScreenFit::ScreenFit(QWidget *window) : QObject(window), m_window(window)
{
    // The layout no longer sets the window's minimum size (it would grow the window past the
    // screen, see the class comment): update() does, on every layout request.
    if (QLayout *layout = m_window->layout()) layout->setSizeConstraint(QLayout::SetNoConstraint);
    m_window->installEventFilter(this);
}

QSize ScreenFit::frameExtra() const
{
    const QSize extra = m_window->frameGeometry().size() - m_window->geometry().size();
    if (!m_window->isVisible() || extra.isNull()) return m_largestExtra.expandedTo(kFrameGuess);
    // The largest frame seen: a maximised window's is thinner (no borders), and a minimum
    // that fits only inside that one would push the window off the screen once restored.
    m_largestExtra = m_largestExtra.expandedTo(extra);
    return m_largestExtra;
}

QSize ScreenFit::room() const
{
    const QScreen *screen = m_window->screen();
    if (!screen) return QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    return (screen->availableGeometry().size() - frameExtra()).expandedTo(QSize(1, 1));
}

void ScreenFit::fitDefault()
{
    const QSize room = this->room();
    updateMinimum(room);
    m_window->resize(room.boundedTo(QSize(1280, 800)));
    m_fitted = m_window->size();
    m_fittedRoom = room;
}

bool ScreenFit::normal() const
{
    return m_window->isVisible() && !m_window->isMaximized() && !m_window->isFullScreen() &&
           !m_window->isMinimized();
}

void ScreenFit::updateMinimum(QSize room)
{
    const QLayout *layout = m_window->layout();
    if (!layout) return;
    const QSize minimum = layout->totalMinimumSize().boundedTo(room);
    if (minimum != m_window->minimumSize()) m_window->setMinimumSize(minimum);
}

void ScreenFit::update()
{
    const QSize room = this->room();
    updateMinimum(room);
    // A window that grew to its minimum stays where it was, its right or lower edge perhaps
    // past the screen's: moved back when it fits. A maximised or full-screen window is the
    // window manager's to place; a window larger than the screen was made so on purpose.
    const QScreen *screen = m_window->screen();
    if (!screen || !normal()) return;
    // The program's own size, chosen before the window manager's frame was known, is chosen
    // again with it.
    if (m_fitted.isValid() && m_window->size() == m_fitted && room != m_fittedRoom) {
        fitDefault();
        return;
    }
    const QRect available = screen->availableGeometry();
    QRect frame = m_window->frameGeometry();
    if (available.contains(frame)) return;
    // Restored from maximised, the window comes back no larger than the screen, whatever size
    // the window manager kept for it.
    if (m_restored.isValid() && m_restored.elapsed() < kRestoreTime &&
        (frame.width() > available.width() || frame.height() > available.height())) {
        m_window->resize(m_window->size().boundedTo(room));
        frame = m_window->frameGeometry();
    }
    if (frame.width() > available.width() || frame.height() > available.height()) return;
    frame.moveRight(qMin(frame.right(), available.right()));
    frame.moveBottom(qMin(frame.bottom(), available.bottom()));
    frame.moveLeft(qMax(frame.left(), available.left()));
    frame.moveTop(qMax(frame.top(), available.top()));
    m_window->move(frame.topLeft());
}

bool ScreenFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::LayoutRequest:
            // The layout's new minimum counts once it has been worked out, after this event.
            QTimer::singleShot(0, this, &ScreenFit::update);
            break;
        case QEvent::Resize:
            if (m_fitted.isValid() && m_window->size() != m_fitted && normal())
                m_fitted = QSize(); // a size chosen elsewhere: not ours to change
            [[fallthrough]];
        case QEvent::Move:
        case QEvent::Show:
            // The real frame is known once the window manager has put it around the window,
            // which it does after the window is shown, moving it.
            QTimer::singleShot(0, this, &ScreenFit::update);
            break;
        case QEvent::WindowStateChange:
            if (static_cast<QWindowStateChangeEvent *>(event)->oldState() &
                (Qt::WindowMaximized | Qt::WindowFullScreen)) {
                // The window manager gives the size back, and Qt learns the frame's new
                // margins, some time after the state has changed (openbox: the maximised
                // size with a frame 1 px past the screen's edges): looked at until then.
                m_restored.start();
                for (int ms : {100, 300, 700, 1500})
                    QTimer::singleShot(ms, this, &ScreenFit::update);
            }
            [[fallthrough]];
        case QEvent::ScreenChangeInternal:
            QTimer::singleShot(0, this, &ScreenFit::update);
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ml
