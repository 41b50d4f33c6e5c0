// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesheetdialog.h"

#include "ui_puzzlesheetdialog.h"

#include <QFileDialog>
#include <QPushButton>

namespace ml
{

namespace
{
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("nl")}; // the form's order
} // namespace

PuzzleSheetDialog::PuzzleSheetDialog(bool hasPuzzle, const QString &language, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::PuzzleSheetDialog>())
{
    m_ui->setupUi(this);
    m_ui->sheetOpenPuzzle->setEnabled(hasPuzzle);
    // A teacher with a puzzle open most likely wants that one; else the library is at hand.
    (hasPuzzle ? m_ui->sheetOpenPuzzle : m_ui->sheetLibrary)->setChecked(true);
    m_ui->sheetLanguage->setCurrentIndex(qMax(0, int(kLanguages.indexOf(language))));
    connect(m_ui->sheetFolderChoose, &QPushButton::clicked, this, &PuzzleSheetDialog::chooseFolder);
    // Typing a folder means printing it.
    connect(m_ui->sheetFolderPath, &QLineEdit::textEdited, this, [this] {
        m_ui->sheetFolder->setChecked(true);
        updateOk();
    });
    for (QRadioButton *b : {m_ui->sheetOpenPuzzle, m_ui->sheetLibrary, m_ui->sheetFolder})
        connect(b, &QRadioButton::toggled, this, &PuzzleSheetDialog::updateOk);
    updateOk();
}

PuzzleSheetDialog::~PuzzleSheetDialog() = default;

void PuzzleSheetDialog::chooseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Collection folder"),
                                                          m_ui->sheetFolderPath->text());
    if (dir.isEmpty()) return;
    m_ui->sheetFolderPath->setText(dir);
    m_ui->sheetFolder->setChecked(true);
    updateOk();
}

void PuzzleSheetDialog::updateOk()
{
    // A folder choice needs a folder.
    m_ui->buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_ui->sheetFolder->isChecked() ||
                     !m_ui->sheetFolderPath->text().trimmed().isEmpty());
}

PuzzleSheetDialog::Source PuzzleSheetDialog::source() const
{
    if (m_ui->sheetOpenPuzzle->isChecked()) return Source::OpenPuzzle;
    return m_ui->sheetFolder->isChecked() ? Source::Folder : Source::Library;
}

QString PuzzleSheetDialog::folder() const
{
    return m_ui->sheetFolderPath->text().trimmed();
}

QString PuzzleSheetDialog::language() const
{
    return kLanguages.value(m_ui->sheetLanguage->currentIndex(), QStringLiteral("en"));
}

int PuzzleSheetDialog::perPage() const
{
    return m_ui->sheetPerPage->value();
}

} // namespace ml
