// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlelibrarydialog.h"
#include "plaintext.h"

#include "puzzleanswertext.h"
#include "puzzlecollectionhistory.h"
#include "puzzleprogresstext.h"
#include "ui_puzzlelibrarydialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>

#include <QPushButton>
#include <memory>

namespace ml
{

PuzzleLibraryDialog::PuzzleLibraryDialog(const QString &language, QWidget *parent,
                                         const QString &directory)
    : QDialog(parent), m_ui(std::make_unique<Ui::PuzzleLibraryDialog>()), m_library(directory),
      m_language(language)
{
    m_ui->setupUi(this);
    m_collections = m_ui->collectionChoice;
    m_list = m_ui->puzzleList;
    m_buttons = m_ui->buttons;
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentRowChanged, this,
            [this](int row) { m_buttons->button(QDialogButtonBox::Open)->setEnabled(row >= 0); });
    connect(m_ui->openCollectionButton, &QPushButton::clicked, this,
            &PuzzleLibraryDialog::chooseFolder);
    connect(m_ui->resetProgressButton, &QPushButton::clicked, this,
            &PuzzleLibraryDialog::resetProgress);
    connect(m_collections, &QComboBox::activated, this, [this](int index) {
        const QString folder = m_collections->itemData(index).toString();
        if (folder != m_library.directory()) openCollection(folder);
    });
    fillCollections();
    fillList();
    m_list->setCurrentRow(0);
}

PuzzleLibraryDialog::~PuzzleLibraryDialog() = default;

void PuzzleLibraryDialog::openCollection(const QString &directory)
{
    m_library = PuzzleLibrary(directory);
    PuzzleCollectionHistory::remember(m_library.directory());
    fillCollections();
    m_list->clear(); // the rows of the last collection say nothing about this one
    fillList();
    m_list->setCurrentRow(0);
}

QString PuzzleLibraryDialog::selectedPath() const
{
    const int row = selectedIndex();
    return row < 0 ? QString() : m_library.entries()[row].path;
}

int PuzzleLibraryDialog::selectedIndex() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_library.entries().size() ? row : -1;
}

void PuzzleLibraryDialog::setLanguage(const QString &language)
{
    m_language = language;
    fillList();
}

void PuzzleLibraryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        fillCollections();
        fillList(); // the kinds' names follow the language
    }
    QDialog::changeEvent(event);
}

void PuzzleLibraryDialog::chooseFolder()
{
    const QString start =
        m_library.isBundled() ? QDir::homePath() : QFileInfo(m_library.directory()).path();
    QFileDialog files(this, tr("Open puzzle collection"), start);
    files.setObjectName(QStringLiteral("openCollectionDialog"));
    files.setFileMode(QFileDialog::Directory);
    files.setOption(QFileDialog::ShowDirsOnly);
    if (files.exec() != QDialog::Accepted || files.selectedFiles().isEmpty()) return;
    openCollection(files.selectedFiles().constFirst());
}

void PuzzleLibraryDialog::resetProgress()
{
    // The collection's title comes from its file: plain text.
    std::unique_ptr<QMessageBox> box(plainMessageBox(QMessageBox::Question, tr("Reset progress"),
                                                     tr("Mark all %1 puzzles of “%2” as not tried?")
                                                         .arg(m_library.entries().size())
                                                         .arg(m_library.titleIn(m_language)),
                                                     QMessageBox::Yes | QMessageBox::Cancel, this,
                                                     false));
    box->setObjectName(QStringLiteral("resetProgressBox"));
    box->setDefaultButton(QMessageBox::Cancel);
    if (box->exec() != QMessageBox::Yes) return;
    PuzzleProgress::forget(m_library.keys());
    fillList();
}

// The bundled collection, then the folders opened before; the one shown is selected, also
// when it was handed to the dialog without being opened in it.
void PuzzleLibraryDialog::fillCollections()
{
    m_collections->clear();
    m_collections->addItem(tr("Bundled puzzles"), PuzzleLibrary::defaultDirectory());
    QStringList folders = PuzzleCollectionHistory::recentFolders();
    if (!m_library.isBundled() && !folders.contains(m_library.directory()))
        folders.prepend(m_library.directory());
    for (const QString &folder : std::as_const(folders))
        m_collections->addItem(QDir::toNativeSeparators(folder), folder);
    m_collections->setCurrentIndex(m_collections->findData(m_library.directory()));
}

void PuzzleLibraryDialog::fillList()
{
    m_ui->collectionTitle->setText(m_library.titleIn(m_language));
    m_ui->collectionProblems->setText(m_library.problems().join(u'\n'));
    m_ui->collectionProblems->setVisible(!m_library.problems().isEmpty());
    const int row = m_list->currentRow();
    m_list->clear();
    const QList<PuzzleLibrary::Entry> &entries = m_library.entries();
    int solved = 0;
    int revealed = 0;
    for (int i = 0; i < entries.size(); ++i) {
        const PuzzleState state = PuzzleProgress::state(entries[i].key);
        solved += state == PuzzleState::Solved;
        revealed += state == PuzzleState::Revealed;
        QString text =
            tr("%1. %2 (%3)")
                .arg(i + 1)
                .arg(entries[i].titleIn(m_language), PuzzleAnswerText::kindName(entries[i].kind));
        if (state != PuzzleState::NotTried)
            text = tr("%1 — %2").arg(text, PuzzleProgressText::stateName(state));
        auto *item = new QListWidgetItem(PuzzleProgressText::icon(state), text, m_list);
        item->setData(Qt::UserRole, int(state));
    }
    m_ui->progressCount->setText(
        revealed ? tr("%1 of %2 solved, %3 revealed").arg(solved).arg(entries.size()).arg(revealed)
                 : tr("%1 of %2 solved").arg(solved).arg(entries.size()));
    m_ui->resetProgressButton->setEnabled(solved + revealed > 0);
    m_list->setCurrentRow(qMin(row, int(entries.size()) - 1));
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(m_list->currentRow() >= 0);
}

} // namespace ml
