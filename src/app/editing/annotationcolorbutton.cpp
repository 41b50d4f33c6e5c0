// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationcolorbutton.h"

#include "annotation.h"

#include <QColorDialog>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QSettings>

#include <iterator>

namespace ml
{

namespace
{
const char *const kRecentKey = "annotations/recentColors";
constexpr int kRecentCount = 6;

// The names of core's kAnnotationPalette, in its order.
constexpr const char *kPaletteNames[] = {
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Black"),
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Orange"),
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Sky blue"),
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Bluish green"),
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Yellow"),
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Blue"),
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Vermilion"),
    QT_TRANSLATE_NOOP("AnnotationColorButton", "Reddish purple"),
};
static_assert(std::size(kPaletteNames) == std::size(kAnnotationPalette));

QIcon swatchIcon(const QString &color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setPen(Qt::gray);
    if (color.isEmpty()) {
        // Each type its own: a split swatch of two defaults.
        p.setBrush(QColor(0xd5, 0x5e, 0x00));
        p.drawRect(0, 0, 7, 15);
        p.setBrush(QColor(0x00, 0x72, 0xb2));
        p.drawRect(8, 0, 7, 15);
    } else {
        p.setBrush(QColor(color));
        p.drawRect(0, 0, 15, 15);
    }
    return QIcon(pixmap);
}
} // namespace

AnnotationColorButton::AnnotationColorButton(QWidget *parent)
    : QToolButton(parent), m_menu(new QMenu(this))
{
    setObjectName(QStringLiteral("annotationColor"));
    m_menu->setObjectName(QStringLiteral("annotationColorMenu"));
    setMenu(m_menu);
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The arrow of an instant popup sits under the text and makes the tool bar taller than
    // its neighbour; the swatch already says that a choice opens.
    setStyleSheet(QStringLiteral("QToolButton::menu-indicator { image: none; }"));
    connect(m_menu, &QMenu::aboutToShow, this, &AnnotationColorButton::fillMenu);
    fillMenu();
    retranslate();
}

QStringList AnnotationColorButton::paletteColors()
{
    QStringList out;
    for (const char *color : kAnnotationPalette)
        out << QString::fromLatin1(color);
    return out;
}

QStringList AnnotationColorButton::recentColors() const
{
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

void AnnotationColorButton::choose(const QString &color)
{
    if (!color.isEmpty()) {
        QStringList recent = recentColors();
        recent.removeAll(color);
        recent.prepend(color);
        QSettings().setValue(QLatin1String(kRecentKey), recent.mid(0, kRecentCount));
    }
    m_color = color;
    showColor();
    Q_EMIT colorChosen(color);
}

void AnnotationColorButton::fillMenu()
{
    m_menu->clear();
    const auto entry = [this](const QString &color, const QString &text) {
        QAction *a =
            m_menu->addAction(swatchIcon(color), text, this, [this, color] { choose(color); });
        a->setData(color);
        a->setCheckable(true);
        a->setChecked(color == m_color);
    };
    entry({}, tr("Each mark's own colour"));
    m_menu->addSeparator();
    for (size_t i = 0; i < std::size(kAnnotationPalette); ++i)
        entry(QString::fromLatin1(kAnnotationPalette[i]), tr(kPaletteNames[i]));
    const QStringList recent = recentColors();
    if (!recent.isEmpty()) {
        m_menu->addSection(tr("Recent colours"));
        for (const QString &color : recent)
            entry(color, color);
    }
    m_menu->addSeparator();
    m_menu->addAction(tr("Other colour…"), this, &AnnotationColorButton::chooseOther);
}

void AnnotationColorButton::chooseOther()
{
    const QColor picked = QColorDialog::getColor(
        m_color.isEmpty() ? QColor(Qt::black) : QColor(m_color), this, tr("Colour of the marks"));
    if (picked.isValid()) choose(picked.name());
}

void AnnotationColorButton::showColor()
{
    setIcon(swatchIcon(m_color));
}

void AnnotationColorButton::retranslate()
{
    setText(tr("Colour"));
    setToolTip(tr("The colour of new marks and of the selected ones"));
    showColor();
}

} // namespace ml
