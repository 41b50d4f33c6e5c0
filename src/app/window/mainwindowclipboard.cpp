// SPDX-License-Identifier: GPL-3.0-or-later
// The clipboard side of MainWindow: a board as one line of text (docs/board-format.md, "A board as
// one line of text"), copied for a forum post or a chat, and pasted or dropped back as a board of
// its own.
#include "mainwindow.h"
#include "plaintext.h"

#include "boarddocument.h"
#include "boardpack.h"
#include "refusaltext.h"
#include "ui_mainwindow.h"

#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QStatusBar>

namespace ml
{

namespace
{

// The desktop's words for what is wrong with a packed text (the command line has English
// ones of its own, boardPackEnglish()).
QString packProblemText(const PackError &error)
{
    const QStringList &a = error.args;
    switch (error.problem) {
    case PackProblem::None:
        return QString();
    case PackProblem::Empty:
        return MainWindow::tr("The clipboard holds no text.");
    case PackProblem::NoPrefix:
        return MainWindow::tr("A board as text starts with \"meeple1:\"; this text starts with "
                              "\"%1\".")
            .arg(a.value(0));
    case PackProblem::NewerPrefix:
        return MainWindow::tr("The text was made by a newer version of Meeple Lab (\"%1\"). "
                              "Update the program to open it.")
            .arg(a.value(0));
    case PackProblem::BadCharacter:
        return MainWindow::tr("The character '%1' at position %2 cannot be part of a board as "
                              "text. Was the text changed on its way?")
            .arg(a.value(0), a.value(1));
    case PackProblem::BadLength:
    case PackProblem::Truncated:
        return MainWindow::tr("The text is cut short: part of it is missing. Copy the whole "
                              "line, from \"meeple1:\" to its end.");
    case PackProblem::QtLengthPrefix:
    case PackProblem::BadZlib:
    case PackProblem::TrailingData:
        return MainWindow::tr("The text is damaged: it does not unpack to a board.");
    case PackProblem::TooLarge:
        return MainWindow::tr("The text unpacks to more than 16 MiB, more than any board.");
    }
    return QString();
}

} // namespace

void MainWindow::createClipboardActions()
{
    connect(m_ui->actionCopyBoardText, &QAction::triggered, this, &MainWindow::copyBoardText);
    m_ui->actionPasteBoard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(m_ui->actionPasteBoard, &QAction::triggered, this, &MainWindow::pasteBoard);
}

void MainWindow::copyBoardText()
{
    // What Save would write, so that pasting it gives the saved file back, byte for byte.
    if (const QString problem = m_document->saveProblem(); !problem.isEmpty()) {
        showStatus(tr("Not copied: %1").arg(problem));
        return;
    }
    FileError error;
    const std::optional<BoardFile> file = BoardFile::parse(m_document->serialize(), &error);
    if (!file) {
        showStatus(tr("Not copied: %1").arg(RefusalText().reason(error)));
        return;
    }
    QApplication::clipboard()->setText(QString::fromLatin1(packBoard(*file)));
    showStatus(tr("The board is on the clipboard as text: paste it into a post or a message"));
}

void MainWindow::pasteBoard()
{
    openBoardText(QApplication::clipboard()->text().toUtf8());
}

bool MainWindow::openBoardText(const QByteArray &text)
{
    QByteArray json = text;
    // Packed text, or board JSON as a file holds it (which starts with '{').
    if (looksPacked(text) || !text.trimmed().startsWith('{')) {
        PackError packError;
        const std::optional<QByteArray> unpacked = unpackBoardText(text, &packError);
        if (!unpacked) {
            showPasteError(QString(), packProblemText(packError));
            return false;
        }
        json = *unpacked;
    }
    // Tried on a document of its own first: a bad text must not cost the open board, nor ask
    // about saving it.
    FileError error;
    {
        BoardDocument trial;
        if (!trial.load(json, QString(), &error)) {
            showPasteError(RefusalText::place(error), RefusalText().reason(error));
            return false;
        }
    }
    if (!maybeSave()) return false;
    // A new board: no file name (Save asks for one) and unsaved, so closing asks to keep it.
    if (!m_document->loadRecovered(json, QString(), &error)) {
        showPasteError(RefusalText::place(error), RefusalText().reason(error));
        return false;
    }
    showStatus(tr("Pasted a board; Save asks where to keep it"));
    return true;
}

void MainWindow::showPasteError(const QString &where, const QString &reason)
{
    // Window-modal and non-blocking, as the load error: the open board stays in view.
    QMessageBox *box =
        plainMessageBox(QMessageBox::Warning, tr("Cannot paste board"),
                        tr("The text is not a board Meeple Lab can open."), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("pasteErrorBox"));
    setPlainInformativeText(box, where.isEmpty() ? tr("Reason: %1").arg(reason)
                                                 : tr("Place: %1\nReason: %2").arg(where, reason));
    box->open();
}

} // namespace ml
