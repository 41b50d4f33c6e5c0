// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleprogresstext.h"

#include <QPainter>
#include <QPixmap>

namespace ml
{

QString PuzzleProgressText::stateName(PuzzleState state)
{
    switch (state) {
    case PuzzleState::Solved:
        return tr("solved");
    case PuzzleState::Revealed:
        return tr("revealed");
    case PuzzleState::NotTried:
        break;
    }
    return {};
}

QIcon PuzzleProgressText::icon(PuzzleState state)
{
    constexpr int Size = 16;
    QPixmap pixmap(Size, Size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF disc(2.5, 2.5, Size - 5, Size - 5);
    switch (state) {
    case PuzzleState::Solved:
        painter.setPen(QPen(QColor(0x1b, 0x5e, 0x20), 1));
        painter.setBrush(QColor(0x43, 0xa0, 0x47));
        break;
    case PuzzleState::Revealed:
        painter.setPen(QPen(QColor(0xb2, 0x54, 0x00), 1));
        painter.setBrush(QColor(0xfb, 0x8c, 0x00));
        break;
    case PuzzleState::NotTried:
        painter.setPen(QPen(QColor(0x9e, 0x9e, 0x9e), 1.5));
        painter.setBrush(Qt::NoBrush);
        break;
    }
    painter.drawEllipse(disc);
    return QIcon(pixmap);
}

} // namespace ml
