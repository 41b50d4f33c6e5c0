// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesheetexport.h"
#include "plaintext.h"

#include "boarddocument.h"
#include "filereading.h"
#include "languagemanager.h"
#include "puzzle.h"
#include "puzzlecollection.h"
#include "puzzlelibrary.h"
#include "puzzlesheetdialog.h"
#include "savedialog.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace ml
{

PuzzleSheetExport::PuzzleSheetExport(BoardDocument *document, LanguageManager *languages,
                                     QAction *action, QWidget *window)
    : QObject(window), m_document(document), m_languages(languages), m_window(window)
{
    connect(action, &QAction::triggered, this, &PuzzleSheetExport::choose);
}

std::optional<QList<SheetPuzzle>> PuzzleSheetExport::readFolder(const QString &dir,
                                                                const QString &lang, QString *title,
                                                                QString *error)
{
    if (!QFileInfo(dir).isDir()) {
        *error = tr("%1 is not a folder.").arg(QDir::toNativeSeparators(dir));
        return std::nullopt;
    }
    FileError why;
    const auto collection = readCollection(dir, &why);
    if (!collection) {
        *error = why.toString(QDir(dir).filePath(collectionFileName()));
        return std::nullopt;
    }
    QList<SheetPuzzle> puzzles;
    for (const QString &name : collection->files) {
        const QString path = QDir(dir).filePath(name);
        const auto bytes = readFileAtMost(path, BoardFile::kMaxBytes, &why);
        if (!bytes) {
            *error = why.toString(path);
            return std::nullopt;
        }
        const auto board = BoardFile::parse(*bytes, &why);
        if (board && !Puzzle::present(*board)) continue; // an example board among puzzles
        const auto puzzle = board ? sheetPuzzle(*board, lang, &why) : std::nullopt;
        if (!puzzle) {
            *error = why.toString(path);
            return std::nullopt;
        }
        puzzles.append(*puzzle);
    }
    if (puzzles.isEmpty()) {
        *error = tr("The folder %1 holds no puzzle.").arg(QDir::toNativeSeparators(dir));
        return std::nullopt;
    }
    const QString own = collection->title.text(lang);
    *title = own.isEmpty() ? PuzzleSheet::defaultTitle(lang) : own;
    return puzzles;
}

std::optional<QList<SheetPuzzle>>
PuzzleSheetExport::readOpenPuzzle(const QString &lang, QString *title, QString *error) const
{
    const BoardFile *file = m_document->file();
    if (!file || !Puzzle::present(*file)) {
        *error = tr("The open board has no puzzle.");
        return std::nullopt;
    }
    FileError why;
    const auto puzzle = sheetPuzzle(*file, lang, &why);
    if (!puzzle) {
        *error = why.toString(m_document->fileName());
        return std::nullopt;
    }
    *title = PuzzleSheet::defaultTitle(lang);
    return QList<SheetPuzzle>{*puzzle};
}

void PuzzleSheetExport::choose()
{
    const BoardFile *open = m_document->file();
    PuzzleSheetDialog options(open && Puzzle::present(*open), m_languages->language(), m_window);
    if (options.exec() != QDialog::Accepted) return;
    const QString lang = options.language();
    QString title;
    QString error;
    std::optional<QList<SheetPuzzle>> puzzles;
    switch (options.source()) {
    case PuzzleSheetDialog::Source::OpenPuzzle:
        puzzles = readOpenPuzzle(lang, &title, &error);
        break;
    case PuzzleSheetDialog::Source::Library:
        puzzles = readFolder(PuzzleLibrary::defaultDirectory(), lang, &title, &error);
        break;
    case PuzzleSheetDialog::Source::Folder:
        puzzles = readFolder(options.folder(), lang, &title, &error);
        break;
    }
    if (!puzzles) {
        plainWarning(m_window, tr("No puzzle sheet"),
                     tr("The puzzle sheet was not made: %1").arg(error));
        return;
    }
    const QString board = m_document->fileName();
    const QString path = SaveDialog::ask(
        m_window, QStringLiteral("exportDialog"), tr("Export puzzle sheet"),
        {{tr("PDF document (*.pdf)"), QStringLiteral("pdf")}}, SaveDialog::startFolder(board),
        QFileInfo(board).completeBaseName().isEmpty() ? tr("puzzles")
                                                      : QFileInfo(board).completeBaseName());
    if (path.isEmpty()) return;
    const PuzzleSheet sheet(*puzzles, title, lang, options.perPage());
    if (!sheet.writePdf(path, &error)) {
        plainWarning(m_window, tr("Export failed"),
                     tr("The puzzle sheet could not be saved: %1").arg(error));
        return;
    }
    SaveDialog::remember(path);
}

} // namespace ml
