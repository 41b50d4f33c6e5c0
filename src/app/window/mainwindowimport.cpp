// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import JCloisterZone game (docs/jcz-import.md): the save is turned into a board by the
// core's importer and opened, unsaved, in Explore, so that the user steps through the disputed
// game move by move.
#include "mainwindow.h"
#include "plaintext.h"

#include "boarddocument.h"
#include "explorecontroller.h"
#include "filereading.h"
#include "savedialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace ml
{

namespace
{

// What a refusal class means, in the interface's language; the place and the detail come
// from the importer (the command line's text, as the spec asks for the dialog).
QString classText(jcz::ProblemClass c)
{
    switch (c) {
    case jcz::ProblemClass::NotJson:
        return MainWindow::tr("The file is not a JSON file, so it is no JCloisterZone game.");
    case jcz::ProblemClass::NotAGame:
        return MainWindow::tr("The file is not a JCloisterZone game with moves.");
    case jcz::ProblemClass::OldVersion:
        return MainWindow::tr("Only games saved by JCloisterZone 5.7.0 or later can be imported.");
    case jcz::ProblemClass::UnsupportedSet:
        return MainWindow::tr("The game uses an expansion that Meeple Lab does not have.");
    case jcz::ProblemClass::UnsupportedFigure:
        return MainWindow::tr("The game uses a figure that Meeple Lab does not have.");
    case jcz::ProblemClass::UnsupportedRule:
        return MainWindow::tr("The game was played with a rule that Meeple Lab does not have.");
    case jcz::ProblemClass::UnsupportedMessage:
        return MainWindow::tr("A turn of the game uses an expansion that Meeple Lab does not "
                              "have.");
    case jcz::ProblemClass::BadSave:
        return MainWindow::tr("The save contains something JCloisterZone cannot have written.");
    case jcz::ProblemClass::ReplayMismatch:
        return MainWindow::tr("A turn of the game breaks Meeple Lab's rules, or the tiles drawn "
                              "do not come out as in JCloisterZone.");
    case jcz::ProblemClass::NewVersion:
    case jcz::ProblemClass::Warning:
        return MainWindow::tr("The game was imported with warnings.");
    }
    return {};
}

} // namespace

void MainWindow::chooseJczImport()
{
    if (!maybeSave()) return;
    // Qt's own dialog, named, so that a test can answer it like the save dialog.
    QFileDialog dialog(this, tr("Import JCloisterZone game"),
                       SaveDialog::startFolder(m_document->fileName()));
    dialog.setObjectName(QStringLiteral("importJczDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setNameFilters({tr("JCloisterZone games (*.jcz)"), tr("All files (*)")});
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return;
    importJczFile(dialog.selectedFiles().constFirst());
}

bool MainWindow::importJczFile(const QString &path, bool force)
{
    FileError unread;
    const std::optional<QByteArray> save = readFileAtMost(path, jcz::kMaxSaveBytes, &unread);
    if (!save) {
        jcz::Problem p;
        p.cls = jcz::ProblemClass::NotAGame;
        p.error = unread;
        showImportError(path, {p}, false);
        return false;
    }
    jcz::ImportOptions options;
    options.force = force;
    options.fileName = QFileInfo(path).fileName();
    const jcz::ImportResult result = jcz::importSave(*save, options);
    if (!result.board) {
        // "Import up to here" only for an error at a turn, never for the file as a whole.
        const bool forcible =
            !result.errors.isEmpty() && result.errors.constLast().replayIndex >= 0;
        showImportError(path, result.errors, forcible);
        return false;
    }
    FileError error;
    // A new board that was never saved: Save asks where, and closing asks first.
    if (!m_document->loadRecovered(*result.board, QString(), &error)) {
        jcz::Problem p;
        p.error = error;
        showImportError(path, {p}, false);
        return false;
    }
    SaveDialog::remember(path);
    m_explore->setExploring(true);
    statusBar()->showMessage(
        result.warnings.isEmpty()
            ? tr("Imported %1: %n move(s)", nullptr, result.moves).arg(QFileInfo(path).fileName())
            : tr("Imported %1: %n move(s), with warnings: %2", nullptr, result.moves)
                  .arg(QFileInfo(path).fileName(),
                       result.warnings.constFirst().toString(QFileInfo(path).fileName())),
        8000);
    return true;
}

void MainWindow::showImportError(const QString &path, const QList<jcz::Problem> &errors,
                                 bool forcible)
{
    const QString name = QFileInfo(path).fileName();
    QMessageBox *box = plainMessageBox(
        QMessageBox::Warning, tr("Cannot import game"),
        tr("The JCloisterZone game %1 could not be imported.").arg(name), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("importErrorBox"));
    QStringList lines;
    if (!errors.isEmpty()) lines << classText(errors.constFirst().cls);
    for (const jcz::Problem &p : errors)
        lines << p.toString(name);
    setPlainInformativeText(box, lines.join(u'\n'));
    if (forcible) {
        QPushButton *upTo = box->addButton(tr("Import up to here"), QMessageBox::AcceptRole);
        upTo->setObjectName(QStringLiteral("importUpToHere"));
        connect(upTo, &QPushButton::clicked, this, [this, path] { importJczFile(path, true); });
    }
    box->open();
}

} // namespace ml
