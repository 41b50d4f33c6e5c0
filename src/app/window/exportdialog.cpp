// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "ui_exportdialog.h"

#include <QComboBox>
#include <QStandardItemModel>

#include <cmath>

namespace ml
{

namespace
{
// In the order of the form's language and page size lists.
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("nl")};
const QList<QPageSize::PageSizeId> kPageSizes{QPageSize::A4, QPageSize::A3, QPageSize::A5,
                                              QPageSize::Letter};
} // namespace

ExportDialog::ExportDialog(const QString &title, bool hasSelection, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::ExportDialog>())
{
    m_ui->setupUi(this);
    m_ui->pictureTitle->setText(title);
    // The part list's entries follow Part; a selection can only be drawn when there is one.
    if (auto *model = qobject_cast<QStandardItemModel *>(m_ui->crop->model()))
        if (QStandardItem *selection = model->item(int(Part::Selection)))
            selection->setEnabled(hasSelection);
    m_ui->crop->setCurrentIndex(int(hasSelection ? Part::Selection : Part::Board));
    m_hasSelection = hasSelection;
    showStepOptions(false);
    showPageOptions(false);
    m_shownLanguage = language();
    connect(m_ui->pictureLanguage, &QComboBox::currentIndexChanged, this,
            &ExportDialog::languageChosen);
    connect(m_ui->scale, &QComboBox::currentIndexChanged, this, &ExportDialog::scaleChosen);
    scaleChosen();
}

void ExportDialog::setSettings(const PictureSettings &s)
{
    m_saved = s;
    m_ui->legendPlayers->setChecked(s.legendPlayers);
    m_ui->legendFigures->setChecked(s.legendFigures);
    m_ui->legendMarks->setChecked(s.legendMarks);
    m_ui->coordinates->setChecked(s.coordinates);
    m_ui->playerMarks->setChecked(s.playerMarks);
    m_ui->transparent->setChecked(s.transparent);
    m_ui->textAsPaths->setChecked(s.textAsPaths);
    m_ui->margin->setValue(s.margin);
    if (s.crop == PictureSettings::Crop::Cells) {
        if (m_ui->crop->count() <= int(Part::Saved))
            m_ui->crop->addItem(tr("The cells saved with the board (%1,%2 to %3,%4)")
                                    .arg(s.cropFrom.x)
                                    .arg(s.cropFrom.y)
                                    .arg(s.cropTo.x)
                                    .arg(s.cropTo.y));
    }
    if (!m_hasSelection) {
        const Part part = s.crop == PictureSettings::Crop::Marks   ? Part::Marks
                          : s.crop == PictureSettings::Crop::Cells ? Part::Saved
                                                                   : Part::Board;
        m_ui->crop->setCurrentIndex(int(part));
    }
    // The list's entries: fitted, pixels per tile, DPI.
    m_ui->scale->setCurrentIndex(s.tileSize > 0 ? 1 : s.dpi > 0 ? 2 : 0);
    scaleChosen();
    if (s.tileSize > 0) m_ui->scaleValue->setValue(s.tileSize);
    if (s.dpi > 0) m_ui->scaleValue->setValue(s.dpi);
}

PictureSettings ExportDialog::settings() const
{
    PictureSettings s = m_saved;
    s.legendPlayers = m_ui->legendPlayers->isChecked();
    s.legendFigures = m_ui->legendFigures->isChecked();
    s.legendMarks = m_ui->legendMarks->isChecked();
    s.coordinates = m_ui->coordinates->isChecked();
    s.playerMarks = m_ui->playerMarks->isChecked();
    s.transparent = m_ui->transparent->isChecked();
    s.textAsPaths = m_ui->textAsPaths->isChecked();
    s.margin = std::round(m_ui->margin->value() * 1000.0) / 1000.0;
    switch (part()) {
    case Part::Board:
        s.crop = PictureSettings::Crop::Board;
        break;
    case Part::Marks:
        s.crop = PictureSettings::Crop::Marks;
        break;
    case Part::Saved:
        s.crop = PictureSettings::Crop::Cells;
        break;
    case Part::Selection:
        break; // the caller's
    }
    const int scale = m_ui->scale->currentIndex();
    s.tileSize = scale == 1 ? m_ui->scaleValue->value() : 0;
    s.dpi = scale == 2 ? m_ui->scaleValue->value() : 0;
    return s;
}

ExportDialog::Part ExportDialog::part() const
{
    return Part(qBound(0, m_ui->crop->currentIndex(), int(Part::Saved)));
}

void ExportDialog::scaleChosen()
{
    // Each way of sizing has its own range and a sensible first number: 100 pixels a tile
    // is a sharp web picture, 300 DPI a print.
    const int scale = m_ui->scale->currentIndex();
    m_ui->scaleValue->setEnabled(scale != 0);
    if (scale == m_lastScale) return;
    m_lastScale = scale;
    if (scale == 1) {
        m_ui->scaleValue->setRange(kMinTileSize, kMaxTileSize);
        m_ui->scaleValue->setSuffix(tr(" pixels per tile"));
        m_ui->scaleValue->setValue(100);
    } else if (scale == 2) {
        m_ui->scaleValue->setRange(kMinDpi, kMaxDpi);
        m_ui->scaleValue->setSuffix(tr(" DPI"));
        m_ui->scaleValue->setValue(300);
    }
}

ExportDialog::~ExportDialog() = default;

void ExportDialog::showStepOptions(bool on)
{
    m_ui->form->setRowVisible(m_ui->stepPoints, on);
}

void ExportDialog::showPageOptions(bool on)
{
    m_ui->form->setRowVisible(m_ui->pageSize, on);
}

void ExportDialog::setLanguage(const QString &language)
{
    m_ui->pictureLanguage->setCurrentIndex(qMax(0, kLanguages.indexOf(language)));
}

void ExportDialog::setProposedTitles(const QMap<QString, QString> &titles)
{
    m_proposedTitles = titles;
}

void ExportDialog::languageChosen()
{
    const QString now = language();
    const auto shown = m_proposedTitles.constFind(m_shownLanguage);
    if (shown != m_proposedTitles.constEnd() && m_ui->pictureTitle->text() == *shown &&
        m_proposedTitles.contains(now))
        m_ui->pictureTitle->setText(m_proposedTitles.value(now));
    m_shownLanguage = now;
}

QString ExportDialog::title() const
{
    return m_ui->pictureTitle->text();
}

bool ExportDialog::points() const
{
    return m_ui->form->isRowVisible(m_ui->stepPoints) && m_ui->stepPoints->isChecked();
}

QString ExportDialog::language() const
{
    return kLanguages.value(m_ui->pictureLanguage->currentIndex(), kLanguages.first());
}

QPageSize ExportDialog::pageSize() const
{
    return QPageSize(kPageSizes.value(m_ui->pageSize->currentIndex(), QPageSize::A4));
}

} // namespace ml
